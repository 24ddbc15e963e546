/** Running text (a mission, a story) in a comfortable reading column. */
export function ProseParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-lg leading-relaxed text-pretty text-ink-muted">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
