import { z } from 'zod';
import { CATEGORY_PARENTS } from './content';
import { langQuery } from './translations';

// Query strings of the read endpoints. Anything malformed is a 400 with the message given here. Every read of the
// office's content also takes `lang` (docs/api.md#languages; the others use langQuerySchema of ./translations).

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const n = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}.` });
        return z.NEVER;
      }
      return n;
    });

export const EVENTS_PER_PAGE_DEFAULT = 9;
export const EVENTS_PER_PAGE_MAX = 50;

export const eventsQuerySchema = z.object({
  per_page: wholeNumber('per_page', 1, EVENTS_PER_PAGE_MAX, EVENTS_PER_PAGE_DEFAULT),
  page: wholeNumber('page', 1, 100_000, 1),
  lang: langQuery,
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const categoriesQuerySchema = z.object({
  parent_name: z.enum(CATEGORY_PARENTS, { message: 'parent_name must be about_us or awards.' }),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc.' }).default('asc'),
  lang: langQuery,
});
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;

export const boardQuerySchema = z.object({
  category_name: z
    .string({ message: 'category_name is required.' })
    .trim()
    .min(1, 'category_name is required.')
    .max(100, 'category_name is too long.'),
  lang: langQuery,
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;
