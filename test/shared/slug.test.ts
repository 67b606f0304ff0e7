import fc from 'fast-check';
import { eventSlug, uniqueSlug } from '../../src/shared/slug';

describe('event slug: trimmed, runs of white space to one hyphen, lower-cased', () => {
  it.each([
    ['Blood Donation Camp', 'blood-donation-camp'],
    ['  Mahavir   Jayanti Celebration  ', 'mahavir-jayanti-celebration'],
    ['Kshamavani\tMilan\n2025', 'kshamavani-milan-2025'],
    ['Veer-Seva-Dal Camp', 'veer-seva-dal-camp'],
    ['महावीर जयंती', 'महावीर-जयंती'],
    ['', ''],
  ])('%j -> %j', (name, slug) => {
    expect(eventSlug(name)).toBe(slug);
  });

  it('property: no white space, no upper case, and slugging a slug changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const slug = eventSlug(name);
        expect(slug).not.toMatch(/\s/);
        expect(slug).toBe(slug.toLowerCase());
        expect(eventSlug(slug)).toBe(slug);
      }),
    );
  });

  it('property: names differing only in case and spacing share a slug', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,10}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom(' ', '  ', '\t'), { minLength: 6, maxLength: 6 }),
        (words, gaps) => {
          const plain = words.join(' ');
          const messy = ` ${words.map((w, i) => (i % 2 ? w.toUpperCase() : w)).reduce((text, w, i) => `${text}${i ? gaps[i] : ''}${w}`, '')}  `;
          expect(eventSlug(messy)).toBe(eventSlug(plain));
          expect(eventSlug(plain)).toBe(words.join('-').toLowerCase());
        },
      ),
    );
  });
});

describe('unique slugs', () => {
  it('answers the base, then base-2, base-3, ...', () => {
    expect(uniqueSlug('camp', new Set())).toBe('camp');
    expect(uniqueSlug('camp', new Set(['camp']))).toBe('camp-2');
    expect(uniqueSlug('camp', new Set(['camp', 'camp-2', 'camp-3']))).toBe('camp-4');
    expect(uniqueSlug('camp', new Set(['camp-2']))).toBe('camp');
  });

  it('property: the answer is never taken and starts with the base', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z-]{1,12}$/),
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 30 }),
        (base, numbers) => {
          const taken = new Set([base, ...numbers.map((n) => (n === 1 ? base : `${base}-${n}`))]);
          const slug = uniqueSlug(base, taken);
          expect(taken.has(slug)).toBe(false);
          expect(slug.startsWith(base)).toBe(true);
        },
      ),
    );
  });

  it('property: adding slugs one by one never repeats one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Blood Donation Camp', 'blood  donation camp', 'Tree Plantation'), {
          maxLength: 20,
        }),
        (names) => {
          const taken = new Set<string>();
          for (const name of names) taken.add(uniqueSlug(eventSlug(name), taken));
          expect(taken.size).toBe(names.length);
        },
      ),
    );
  });
});
