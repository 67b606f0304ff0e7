import fs from 'node:fs';
import { renderMemberCardPdf, type MemberCardInput } from '../../../src/server/admin/memberCard';
import { NAME_MAX } from '../../../src/shared/validation/rules';
import { pdfText } from '../helpers/pdfText';

// The member card (admin/memberCard.ts) in the receipts' fonts, shipped with the app: a name, an address or a
// signatory in Devanagari or Kannada prints the same on a server without any system font. A long name keeps every
// word it can, its surname always. The texts asserted in Devanagari are ones whose glyphs come out in reading order
// (helpers/pdfText.ts).

const card = (fields: Partial<MemberCardInput>): Promise<Buffer> =>
  renderMemberCardPdf(
    {
      name: 'Sunanda Annasaheb Patil',
      membershipNumber: 'DBJS/M/000124',
      dbjsMember: true,
      magazineMember: false,
      validFrom: new Date('2025-07-04T10:00:00Z'),
      photo: null,
      officeAddress: 'Dakshin Bharat Jain Sabha Bhavan,\n1120 Shivaji Chowk, Sangli\nMaharashtra 416416',
      officePhone: '+91 233 2621234',
      officeEmail: 'office@dbjsabha.org',
      signatoryName: 'Shri Bhalchandra Annasaheb Patil',
      signatoryDesignation: 'General Secretary',
      test: false,
      ...fields,
    },
    { compress: false },
  );

/** The fonts the PDF embeds, by their PostScript names without the subset tag. */
function embeddedFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(
    ([, name]) => name,
  );
  return [...new Set(names)].sort();
}

describe('member card', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sets Devanagari and Kannada in the fonts shipped with the app, the name in bold, with no system font', async () => {
    // A server without Debian's fonts-noto-core: nothing under /usr/share/fonts exists or can be read.
    const exists = fs.existsSync;
    const read = fs.readFileSync;
    const fontFiles: string[] = [];
    jest
      .spyOn(fs, 'existsSync')
      .mockImplementation((file) => !String(file).startsWith('/usr/share/fonts') && exists(file));
    jest.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: never) => {
      if (/\.(ttf|otf|ttc|woff2?)$/i.test(String(file))) fontFiles.push(String(file));
      if (String(file).startsWith('/usr/share/fonts'))
        throw new Error(`no system fonts here: ${String(file)}`);
      return read(file, options);
    }) as typeof fs.readFileSync);

    const pdf = await card({
      name: 'सुनंदा पाटील',
      officeAddress: 'दक्षिण भारत जैन सभा भवन, सांगली',
      signatoryName: 'ಶ್ರೀ ಮಹಾವೀರ ಉಪಾಧ್ಯೆ',
      signatoryDesignation: 'Chairman',
    });
    const text = pdfText(pdf);
    expect(text).toContain('पाटील');
    expect(text).toContain('Chairman');
    expect(text).not.toContain('?');
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining([
        'NotoSansDevanagari-Bold', // the name and its initials
        'NotoSansDevanagari-Regular', // the address
        'NotoSansKannada-Regular', // the signatory
        'NotoSerif-Bold',
        'NotoSerif-Regular',
      ]),
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const file of fontFiles) expect(file).toMatch(/[\\/]node_modules[\\/]@expo-google-fonts[\\/]/);
  });

  it('sets a Kannada name in the bold Noto Sans Kannada', async () => {
    const pdf = await card({ name: 'ಮಹಾವೀರ ಉಪಾಧ್ಯೆ' });
    expect(embeddedFonts(pdf)).toContain('NotoSansKannada-Bold');
    expect(pdfText(pdf)).not.toContain('?');
  });

  it('keeps a long name whole on up to three lines, its surname included', async () => {
    // 130 characters, as the audit found cut to "Shrimant Bhagyashree Padmavati…".
    const name =
      'Shrimant Bhagyashree Padmavati Kusumavati Chandrashekhar Annasaheb Balasaheb Devendra ' +
      'Upadhye Chougule Dsouza Khot Desai Patil';
    const text = pdfText(await card({ name }));
    expect(text).toContain(name);
    expect(text).not.toContain('…');
  });

  it('keeps the surname of a name at the forms’ limits (three names of 50 letters each)', async () => {
    const part = (words: string[]) => words.join(' ').padEnd(NAME_MAX, 'a').slice(0, NAME_MAX);
    const first = part(['Shrimant', 'Bhagyashree', 'Padmavati', 'Kusumavati', 'Jaya']);
    const middle = part(['Chandrashekhar', 'Annasaheb', 'Balasaheb', 'Devendra', 'Maha']);
    const surname = part(['Upadhye', 'Chougule', 'Dsouza', 'Khot', 'Desai', 'Patil', 'Jain']);
    expect([first, middle, surname].map((value) => value.length)).toEqual([NAME_MAX, NAME_MAX, NAME_MAX]);
    const text = pdfText(await card({ name: `${first} ${middle} ${surname}` }));
    expect(text).toContain(surname);
    expect(text).toContain('Shrimant');

    // Three words of 50 letters: too long for the card even cut between letters; the surname still shows whole.
    const single = (letter: string) => `${letter.toUpperCase()}${letter.repeat(NAME_MAX - 1)}`;
    const longest = pdfText(await card({ name: `${single('b')} ${single('c')} ${single('p')}` }));
    expect(longest.replace(/\s+/g, '')).toContain(single('p'));
  });
});
