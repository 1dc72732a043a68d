import type { ClassPictureId } from '@wonderkin/shared';
import { pictureOf } from './words';

/** A picture password, in order: each picture as its emoji and its name. */
export function PictureList({ pictures, label, className = 'picture-list' }: { pictures: readonly ClassPictureId[]; label: string; className?: string }) {
  return (
    <ol className={className} aria-label={label}>
      {pictures.map((id, index) => {
        const picture = pictureOf(id);
        return (
          <li key={`${index}-${id}`} className={`${className}__item`}>
            <span className={`${className}__emoji`} aria-hidden="true">{picture.emoji}</span>
            <span className={`${className}__label`}>{picture.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
