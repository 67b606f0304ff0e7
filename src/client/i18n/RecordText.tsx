import type { ReactNode } from 'react';
import { untranslatedLang } from '../app/api';

/**
 * One text field of a record the office keeps, in the element asked for, marked `lang="en"` when the office has
 * not translated it into the page's language (docs/i18n.md). `children` replaces the text shown (a preview).
 */
export default function RecordText<T extends object>({
  as: Tag,
  record,
  field,
  className,
  children,
}: {
  as: 'h2' | 'h3' | 'p' | 'span';
  record: T;
  field: keyof T & string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Tag className={className} {...untranslatedLang(record, field)}>
      {children ?? (record[field] as ReactNode)}
    </Tag>
  );
}
