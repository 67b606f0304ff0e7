import type { ReactNode } from 'react';
import { imageUrl } from '../app/api';

interface PictureCardProps {
  /**
   * The card's own classes: `card` beside the site's `.card`, `picture` for the box the picture sits in (it keeps
   * its shape when there is no picture), `body` for the text.
   */
  classes: { card: string; picture: string; body: string };
  /** The record's picture as the API sends it (a path or an address), or nothing. */
  imagePath: string | null | undefined;
  /** The picture for its full address. */
  picture: (src: string) => ReactNode;
  /** Shown in the box when the record has no picture. */
  placeholder?: ReactNode;
  children: ReactNode;
}

/** A card of the site: a picture on top (or its placeholder) and the card's text below. */
export default function PictureCard(props: PictureCardProps) {
  const src = imageUrl(props.imagePath);
  return (
    <article className={`card ${props.classes.card}`}>
      <div className={props.classes.picture}>{src ? props.picture(src) : (props.placeholder ?? null)}</div>
      <div className={props.classes.body}>{props.children}</div>
    </article>
  );
}
