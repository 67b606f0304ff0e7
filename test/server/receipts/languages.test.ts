import { eq, sql } from 'drizzle-orm';
import { orders, subscriptions } from '../../../src/server/db/schema';
import { LANGUAGE_INVALID_MESSAGE } from '../../../src/shared/schemas/payments';
import { amountInWords } from '../../../src/server/receipts/amountInWords';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { outboxFiles, paymentSuite } from '../payments/harness';
import {
  DONATION_FIELDS,
  createDonation,
  createMembership,
  membershipFiles,
  multipart,
  MEMBERSHIP_FIELDS,
  orderRow,
  payAndVerify,
  receiptsSent,
} from '../payments/fixtures';

// The payer's language (the `language` field of donation/add and joinus/joinnow): stored with the order, and the
// receipt PDF and its mail are in it. pdfkit's embedded fonts are read back through their ToUnicode maps
// (helpers/pdfText.ts), which give a shaped Devanagari or Kannada cluster in glyph order, as a PDF viewer's copy
// does: the texts asserted here are ones whose glyphs come out in reading order (no vowel sign drawn before its
// consonant, no reph, no subjoined consonant). The amount in words is checked whole in its own test below.

interface Mail {
  subject: string;
  text: string;
}

/** Encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) of a header back to text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_whole, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The subject and the text part of each mail in DATA_DIR/outbox. */
function outboxMails(dataDir: string): Mail[] {
  return outboxFiles(dataDir, 'latin1').map((raw) => {
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    const subject = decodeHeader(/^Subject: (.*)$/m.exec(headers)?.[1] ?? '');
    const part =
      /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: (\S+)\r\n\r\n([^]*?)\r\n(?:--|$)/i.exec(raw);
    if (!part) return { subject, text: '' };
    const [, encoding, body] = part;
    const bytes =
      encoding.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding.toLowerCase() === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            )
          : Buffer.from(body, 'latin1');
    return { subject, text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
  });
}

const CASES = [
  {
    language: 'mr',
    firstName: 'ज्ञानेश्वर',
    surname: 'जाधव',
    title: 'देणगी पावती',
    labels: ['पावती क्रमांक', 'सधन्यवाद प्राप्त (देणगीदार)', 'देणगी रक्कम अक्षरी', 'ऑनलाइन (सँडबॉक्स)'],
    words: ['एक हजार तेवीस रुपये', 'साठ पैसे फक्त'],
    subject: 'आपली देणगी पावती',
    mail: ['प्रिय ज्ञानेश्वर जाधव,', 'दक्षिण भारत जैन सभा या संस्थेला आपण दिलेल्या ₹1,000.00 च्या देणगीबद्दल', 'सादर,'],
    month: /दिनांक: \d{1,2} (जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर),? \d{4}/,
    membershipTitle: 'सदस्यता शुल्क पावती',
  },
  {
    language: 'kn',
    firstName: 'ಸುಮನಾ',
    surname: 'ಹೆಗಡೆ',
    title: 'ದೇಣಿಗೆ ರಸೀದಿ',
    labels: ['ದೇಣಿಗೆ ಮೊತ್ತ ಅಕ್ಷರಗಳ', 'ಪಾವತಿ ವಿಧಾನ', 'ದೇಣಿಗೆಯ ಪ್ರಕಾರ'],
    words: ['ಒಂದು ಸಾವಿರದ', 'ರೂಪಾಯಿ', 'ಪೈಸೆ ಮಾತ್ರ'],
    subject: 'ನಿಮ್ಮ ದೇಣಿಗೆ ರಸೀದಿ',
    mail: ['ಆತ್ಮೀಯ ಸುಮನಾ ಹೆಗಡೆ,', 'ಹೃತ್ಪೂರ್ವಕ ಧನ್ಯವಾದಗಳು', 'ಗೌರವಪೂರ್ವಕವಾಗಿ,'],
    month: /ದಿನಾಂಕ: (ಜನವರಿ|ಫೆಬ್ರವರಿ|ಮಾರ್ಚ್|ಏಪ್ರಿಲ್|ಮೇ|ಜೂನ್|ಜುಲೈ|ಆಗಸ್ಟ್|ಸೆಪ್ಟೆಂಬರ್|ಅಕ್ಟೋಬರ್|ನವೆಂಬರ್|ಡಿಸೆಂಬರ್) \d{1,2},? \d{4}/,
    membershipTitle: 'ಸದಸ್ಯತ್ವ ಶುಲ್ಕ ರಸೀದಿ',
  },
  {
    language: 'hi',
    firstName: 'सुरेश',
    surname: 'जैन',
    title: 'दान रसीद',
    labels: ['दाता का पैन', 'भुगतान का माध्यम', 'कुल प्राप्त', 'ऑनलाइन (सैंडबॉक्स)'],
    words: ['एक हज़ार', 'रुपये और साठ पैसे मात्र'],
    subject: 'आपकी दान रसीद',
    mail: ['प्रिय सुरेश जैन,', 'दक्षिण भारत जैन सभा को ₹1,000.00 के आपके दान के लिए हार्दिक धन्यवाद।', 'सादर,'],
    month: /दिनांक: \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|अक्टूबर|नवंबर|दिसंबर),? \d{4}/,
    membershipTitle: 'सदस्यता शुल्क रसीद',
  },
] as const;

describeEachDatabase(
  "Receipts and mails in the payer's language",
  (context) => {
    async function payDonation(fields: Record<string, string>) {
      const { app, database } = context();
      const created = await createDonation(app, fields);
      const answer = await payAndVerify(app, 'donation', created);
      await receiptsSent(app);
      const pdf = await app.inject({ method: 'GET', url: answer.json().receiptUrl });
      expect(pdf.statusCode).toBe(200);
      return {
        order: await orderRow(database.db, created.receiptId),
        pdf: pdf.rawPayload,
        answer: answer.json(),
      };
    }

    it.each(CASES)(
      'a donation in $language: the order keeps the language, the receipt and mail are in it',
      async (entry) => {
        const { dataDir } = context();
        const { order, pdf, answer } = await payDonation({
          first_name: entry.firstName,
          surname: entry.surname,
          language: entry.language,
        });
        expect(order.language).toBe(entry.language);

        // Kannada's two-part vowel signs (ೀ, ೇ, ೊ) and Devanagari's nukta letters (ज़) come back decomposed.
        const text = pdfText(pdf).normalize('NFD');
        const shown = (value: string) => value.normalize('NFD');
        expect(text).toContain(shown(entry.title));
        for (const label of entry.labels) expect(text).toContain(shown(label));
        for (const words of entry.words) expect(text).toContain(shown(words));
        // The payer's name in their script (it printed "?" before the fonts were shipped).
        expect(text).toContain(shown(`${entry.firstName} ${entry.surname}`));
        expect(text).not.toContain('?');
        // Identifiers and amounts as in English.
        expect(text).toContain(answer.receiptNumber);
        expect(text).toContain('ABCDE1234F');
        expect(text).toContain('₹1,023.60');
        expect(text).not.toContain('Donation Receipt');
        expect(text).not.toContain('Received with thanks from');

        const [mail] = outboxMails(dataDir);
        expect(mail.subject).toBe(
          `[${entry.language === 'hi' ? 'सैंडबॉक्स' : entry.language === 'mr' ? 'सँडबॉक्स' : 'ಸ್ಯಾಂಡ್‌ಬಾಕ್ಸ್'}] ${entry.subject} ${answer.receiptNumber}`,
        );
        for (const line of entry.mail) expect(mail.text).toContain(line);
        expect(mail.text).toMatch(entry.month);
        expect(mail.text).toContain('₹1,023.60');
        expect(mail.text).not.toContain('Thank you');
        expect(mail.text).not.toContain('Dear ');
      },
    );

    it.each(CASES)('a membership in $language has its receipt in that language', async (entry) => {
      const { app, database } = context();
      const created = await createMembership(app, {
        first_name: entry.firstName,
        middle_name: '',
        surname: entry.surname,
        language: entry.language,
      });
      const answer = await payAndVerify(app, 'membership', created);
      // Its mail goes out now, not into the next test's outbox.
      await receiptsSent(app);
      expect((await orderRow(database.db, created.receiptId)).language).toBe(entry.language);
      const pdf = await app.inject({ method: 'GET', url: answer.json().receiptUrl });
      const text = pdfText(pdf.rawPayload).normalize('NFD');
      expect(text).toContain(entry.membershipTitle.normalize('NFD'));
      expect(text).toContain(`${entry.firstName} ${entry.surname}`.normalize('NFD'));
      expect(text).not.toContain('Membership Fee Receipt');
    });

    it('keeps English without a language, and for an empty one', async () => {
      const { dataDir } = context();
      const { order, pdf } = await payDonation({});
      expect(order.language).toBe('en');
      const text = pdfText(pdf);
      expect(text).toContain('Donation Receipt');
      expect(text).toContain('Received with thanks from Rahul Chougule');
      expect(text).toContain('Donation amount in words: Rupees One Thousand Only.');
      const [mail] = outboxMails(dataDir);
      expect(mail.subject).toMatch(/^\[Sandbox\] Your donation receipt /);
      expect(mail.text).toContain('Dear Rahul Chougule,');
      const second = await payDonation({ language: '' });
      expect(second.order.language).toBe('en');
    });

    it('refuses an unknown language with a 400 that says so, and stores nothing', async () => {
      const { app, database } = context();
      for (const language of ['xx', 'MR', 'english', 'mr-IN']) {
        const donation = await app.inject({
          method: 'POST',
          url: '/api/donation/add',
          ...multipart({ ...DONATION_FIELDS, language }),
        });
        expect(donation.statusCode).toBe(400);
        expect(donation.json()).toMatchObject({
          message: LANGUAGE_INVALID_MESSAGE,
          errors: { language: LANGUAGE_INVALID_MESSAGE },
        });
        const recurring = await app.inject({
          method: 'POST',
          url: '/api/donation/add',
          ...multipart({ ...DONATION_FIELDS, donation_frequency: 'Monthly', language }),
        });
        expect(recurring.statusCode).toBe(400);
        const membership = await app.inject({
          method: 'POST',
          url: '/api/joinus/joinnow',
          ...multipart({ ...MEMBERSHIP_FIELDS, language }, await membershipFiles()),
        });
        expect(membership.statusCode).toBe(400);
        expect(membership.json()).toMatchObject({ message: LANGUAGE_INVALID_MESSAGE });
      }
      // With other mistakes, the language is one more highlighted field.
      const both = await app.inject({
        method: 'POST',
        url: '/api/donation/add',
        ...multipart({ ...DONATION_FIELDS, first_name: '', language: 'xx' }),
      });
      expect(both.statusCode).toBe(400);
      expect(Object.keys(both.json().errors).sort()).toEqual(['first_name', 'language']);
      const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(orders);
      expect(count).toBe(0);
      const [{ count: gifts }] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(subscriptions);
      expect(gifts).toBe(0);
    });

    it('stores the language of a monthly gift', async () => {
      const { app, database } = context();
      const response = await app.inject({
        method: 'POST',
        url: '/api/donation/add',
        ...multipart({ ...DONATION_FIELDS, donation_frequency: 'Monthly', language: 'kn' }),
      });
      expect(response.statusCode).toBe(201);
      const [row] = await database.db
        .select({ language: subscriptions.language })
        .from(subscriptions)
        .where(eq(subscriptions.receiptId, response.json().receiptId));
      expect(row.language).toBe('kn');
    });
  },
  paymentSuite(),
);

describe('the amount in words', () => {
  it.each([
    [102_360, 'en', 'Rupees One Thousand Twenty Three and Paise Sixty Only'],
    [102_360, 'mr', 'एक हजार तेवीस रुपये आणि साठ पैसे फक्त'],
    [102_360, 'hi', 'एक हज़ार तेईस रुपये और साठ पैसे मात्र'],
    [102_360, 'kn', 'ಒಂದು ಸಾವಿರದ ಇಪ್ಪತ್ಮೂರು ರೂಪಾಯಿ ಮತ್ತು ಅರವತ್ತು ಪೈಸೆ ಮಾತ್ರ'],
    [10_000, 'mr', 'शंभर रुपये फक्त'],
    [12_500, 'mr', 'एकशे पंचवीस रुपये फक्त'],
    [50_000, 'kn', 'ಐನೂರು ರೂಪಾಯಿ ಮಾತ್ರ'],
    [52_100, 'kn', 'ಐನೂರ ಇಪ್ಪತ್ತೊಂದು ರೂಪಾಯಿ ಮಾತ್ರ'],
    [9_900, 'hi', 'निन्यानवे रुपये मात्र'],
    [1_23_45_678_00, 'hi', 'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये मात्र'],
    [1_23_45_678_00, 'mr', 'एक कोटी तेवीस लाख पंचेचाळीस हजार सहाशे अठ्ठ्याहत्तर रुपये फक्त'],
    [1_23_45_678_00, 'kn', 'ಒಂದು ಕೋಟಿ ಇಪ್ಪತ್ಮೂರು ಲಕ್ಷದ ನಲವತ್ತೈದು ಸಾವಿರದ ಆರುನೂರ ಎಪ್ಪತ್ತೆಂಟು ರೂಪಾಯಿ ಮಾತ್ರ'],
    [2_00_000_00, 'kn', 'ಎರಡು ಲಕ್ಷ ರೂಪಾಯಿ ಮಾತ್ರ'],
    [50, 'mr', 'शून्य रुपये आणि पन्नास पैसे फक्त'],
  ] as const)('%d paise in %s', (paise, language, words) => {
    expect(amountInWords(paise, language)).toBe(words);
  });
});
