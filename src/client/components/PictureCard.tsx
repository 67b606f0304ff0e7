import type { ImgHTMLAttributes, ReactNode } from 'react';
import { imageUrl } from '../app/api';

interface PictureCardProps {
  /**
   * The card's own classes: `card` beside the site's `.card`, `picture` for the box the picture sits in (it keeps
   * its shape when there is no picture), `body` for the text.
   */
  classes: { card: string; picture: string; body: string };
  /** The record's picture as the API sends it (a path or an address), or nothing. */
  imagePath: string | null | undefined;
  /** The picture: the attributes of a plain <img>, or what to show for the picture's full address. */
  picture: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> | ((src: string) => ReactNode);
  /** Shown in the box when the record has no picture. */
  placeholder?: ReactNode;
  children: ReactNode;
}

function showPicture(src: string, picture: PictureCardProps['picture']): ReactNode {
  return typeof picture === 'function' ? picture(src) : <img src={src} {...picture} />;
}

/** A card of the site: a picture on top (or its placeholder) and the card's text below. */
export default function PictureCard(props: PictureCardProps) {
  const src = imageUrl(props.imagePath);
  return (
    <article className={`card ${props.classes.card}`}>
      <div className={props.classes.picture}>
        {src ? showPicture(src, props.picture) : (props.placeholder ?? null)}
      </div>
      <div className={props.classes.body}>{props.children}</div>
    </article>
  );
}
