import text from './text.module.css';

/** A form's heading, which names the form (its aria-labelledby is `id`), and the words under it. */
export default function FormHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <>
      <h2 id={id} className={text.formTitle}>
        {title}
      </h2>
      <p className={text.formIntro}>{intro}</p>
    </>
  );
}
