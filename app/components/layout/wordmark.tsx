import { SmartLink } from "~/components/ui/smart-link";
import { cn } from "~/lib/cn";
import { siteConfig } from "~/lib/site-config";

/** Four bars, one per audience colour, rising left to right. */
const bars = [
  { className: "fill-states", height: 10 },
  { className: "fill-providers", height: 14 },
  { className: "fill-families", height: 18 },
  { className: "fill-schools", height: 22 },
];

/** The mark alone, decorative: the brand's name always follows it. */
export function WordmarkBars() {
  return (
    <svg viewBox="0 0 28 24" className="h-6 w-7" aria-hidden="true" focusable="false">
      {bars.map((bar, index) => (
        <rect
          key={bar.className}
          className={bar.className}
          x={index * 7}
          y={24 - bar.height}
          width="5"
          height={bar.height}
          rx="1.5"
        />
      ))}
    </svg>
  );
}

interface WordmarkProps {
  /** Read after the brand by screen readers: "Brightway, home". */
  homeLabel: string;
  inverse?: boolean;
}

export function Wordmark({ homeLabel, inverse = false }: WordmarkProps) {
  return (
    <SmartLink
      href="/"
      className={cn(
        "inline-flex min-h-11 items-center gap-2.5 rounded-md text-xl font-bold tracking-tight",
        inverse ? "text-white" : "text-ink",
      )}
    >
      <WordmarkBars />
      <span>{siteConfig.name}</span>
      <span className="sr-only">, {homeLabel}</span>
    </SmartLink>
  );
}
