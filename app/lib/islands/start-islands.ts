import type {
  Island,
  IslandMarkup,
  IslandPropsMarkup,
  IslandWhen,
  ProgressAttribute,
} from "./attributes";

const ISLAND_ATTRIBUTE: keyof IslandMarkup = "data-island";
const WHEN_ATTRIBUTE: keyof IslandMarkup = "data-when";
const PROPS_ATTRIBUTE: keyof IslandPropsMarkup = "data-island-props";
const READY_ATTRIBUTE: ProgressAttribute = "data-islands-ready";
const STARTED_ATTRIBUTE: ProgressAttribute = "data-island-started";

type LoadIsland = () => Promise<Island>;

const selectorFor = (when: IslandWhen) => `[${ISLAND_ATTRIBUTE}][${WHEN_ATTRIBUTE}="${when}"]`;

/** Starts a little before an island scrolls into view, so it is ready when seen. */
const VISIBLE_MARGIN = "200px";

/**
 * Starts the islands in `root` (the page), each when it is needed (see
 * attributes.ts). `modules` maps island names to their lazy imports:
 * nothing of an island loads until its moment comes.
 */
export function startIslands(
  modules: Record<string, LoadIsland>,
  root: Document | HTMLElement = document,
) {
  const loading = new Map<string, Promise<Island>>();
  const props = new Map<string, unknown>();

  function load(name: string): Promise<Island> {
    let island = loading.get(name);
    if (!island) {
      const module = modules[name];
      island = module ? module() : Promise.reject(new Error(`No island named ${name}`));
      // A failed load (offline, say) may be tried again by the next visitor action.
      island.catch(() => loading.delete(name));
      loading.set(name, island);
    }
    return island;
  }

  function propsOf(name: string): unknown {
    if (!props.has(name)) {
      const block = root.querySelector(`script[${PROPS_ATTRIBUTE}="${name}"]`);
      props.set(name, block?.textContent ? JSON.parse(block.textContent) : undefined);
    }
    return props.get(name);
  }

  const nameOf = (element: Element) => element.getAttribute(ISLAND_ATTRIBUTE) ?? "";

  async function start(element: HTMLElement) {
    const name = nameOf(element);
    const island = await load(name);
    island.start(element, propsOf(name));
    element.setAttribute(STARTED_ATTRIBUTE, "");
  }

  const started = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) startOnce(entry.target as HTMLElement);
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  function startOnce(element: HTMLElement) {
    if (started.has(element)) return;
    started.add(element);
    observer.unobserve(element);
    void start(element);
  }
  for (const element of root.querySelectorAll<HTMLElement>(selectorFor("visible"))) {
    observer.observe(element);
    element.addEventListener("focusin", () => startOnce(element), { once: true });
  }

  const triggerOf = (event: Event) =>
    event.target instanceof Element
      ? event.target.closest<HTMLElement>(selectorFor("intent"))
      : null;
  const preload = (trigger: HTMLElement) =>
    load(nameOf(trigger))
      .then((island) => island.preload?.())
      .catch(() => {});
  for (const type of ["pointerover", "focusin", "touchstart"]) {
    root.addEventListener(
      type,
      (event) => {
        const trigger = triggerOf(event);
        // A finger's pointerover is the first event of its tap, which its touchstart tells too.
        if (!trigger || isTouch(event)) return;
        // Not in the middle of a tap: the page's answer to its click is drawn first.
        afterNextFrame(() => preload(trigger));
      },
      { capture: true, passive: true },
    );
  }
  root.addEventListener("click", (event) => {
    const trigger = triggerOf(event);
    if (!trigger) return;
    const answered = event.defaultPrevented;
    event.preventDefault();
    // Should the island fail to load, the trigger does what it does without script, unless
    // the page answered the click itself (a later click tries the island again).
    const begin = () =>
      start(trigger).catch(() => {
        if (!answered) followWithoutScript(trigger);
      });
    // The page's own answer (a dialog opened) is shown first; the island starts after that frame.
    if (answered) afterNextFrame(begin);
    else void begin();
  });
  document.documentElement.setAttribute(READY_ATTRIBUTE, "");
}

/** A pointer event from a finger. */
const isTouch = (event: Event) => "pointerType" in event && event.pointerType === "touch";

/** Runs `task` once the next frame is drawn: after its animation frame, in a task of its own. */
function afterNextFrame(task: () => unknown) {
  requestAnimationFrame(() => setTimeout(task));
}

function followWithoutScript(trigger: HTMLElement) {
  if (trigger instanceof HTMLAnchorElement) window.location.assign(trigger.href);
  else if (trigger instanceof HTMLButtonElement) trigger.form?.requestSubmit(trigger);
}
