import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";

interface ErrorPanelProps {
  code: string;
  title: string;
  message: string;
  /** The link back to the home page. */
  homeLabel: string;
}

export function ErrorPanel({ code, title, message, homeLabel }: ErrorPanelProps) {
  return (
    <Container className="flex flex-col items-center gap-5 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {code}
      </p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        <span className="sr-only">{code}: </span>
        {title}
      </h1>
      <p className="max-w-md text-lg text-ink-muted">{message}</p>
      <Button asChild size="lg">
        <SmartLink href="/">{homeLabel}</SmartLink>
      </Button>
    </Container>
  );
}
