import { cn } from "~/lib/cn";

import { ICON_SPRITE_URL, type IconName } from "~/lib/icon-registry";

interface IconProps {
  name: IconName;
  className?: string;
}

/** A decorative icon from the site's sprite: hidden from assistive technology, sized by className. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("shrink-0", className)}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
