/** A content record's paragraphs, one <p> each; the texts differ from their first words, which key them. */
export default function Paragraphs({ texts, className }: { texts: readonly string[]; className?: string }) {
  return (
    <>
      {texts.map((text) => (
        <p key={text.slice(0, 40)} className={className}>
          {text}
        </p>
      ))}
    </>
  );
}
