import fc from 'fast-check';
import {
  addressRule,
  dateOfBirthRule,
  digitsOnly,
  emailRule,
  filterMobileInput,
  filterPincodeInput,
  firstNameRule,
  genderRule,
  MESSAGES,
  middleNameRule,
  mobileRule,
  normaliseMobile,
  normalisePincode,
  optionalEmailRule,
  panRule,
  pincodeRule,
  placeRule,
  requiredRule,
  surnameRule,
} from '../../src/shared/validation';

// docs/product.md#validation: every rule and its exact message.

describe('messages are the words of docs/product.md#validation', () => {
  it.each([
    [MESSAGES.firstName, 'First name should contain only letters and be at least 2 characters long.'],
    [MESSAGES.middleName, 'Middle name should contain only letters and be at least 2 characters long.'],
    [MESSAGES.surname, 'Surname should contain only letters and be at least 2 characters long.'],
    [MESSAGES.email, 'Enter a valid email address.'],
    [MESSAGES.mobile, 'Enter a valid mobile number with 10-15 digits.'],
    [MESSAGES.lettersOnly('State'), 'State should contain only letters.'],
    [MESSAGES.lettersOnly('City'), 'City should contain only letters.'],
    [MESSAGES.lettersOnly('Dist'), 'Dist should contain only letters.'],
    [MESSAGES.lettersOnly('Tehsil'), 'Tehsil should contain only letters.'],
    [MESSAGES.address, 'Address must be at least 5 characters long.'],
    [MESSAGES.pincode, 'Pincode should be exactly 5 or 6 digits.'],
    [MESSAGES.invalidDate, 'Invalid date format.'],
    [MESSAGES.underAge, 'You must be at least 18 years old.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('names', () => {
  it.each(['Sunita', 'Jin Vijay', 'Ab', '  Padma  ', 'महावीर', 'ಶಾಂತಿನಾಥ', 'Zoë'])('accepts %j', (name) => {
    expect(firstNameRule(name)).toBeNull();
    expect(surnameRule(name)).toBeNull();
    expect(middleNameRule(name)).toBeNull();
  });

  it.each(['', ' ', 'A', 'Sunita1', "O'Brien", 'Jain-Patil', 'A.B', 'x'.repeat(51), '😀😀'])(
    'refuses %j with the field message',
    (name) => {
      expect(firstNameRule(name)).toBe(MESSAGES.firstName);
      expect(surnameRule(name)).toBe(MESSAGES.surname);
    },
  );

  it('the middle name is optional, but when given follows the same rule', () => {
    expect(middleNameRule('')).toBeNull();
    expect(middleNameRule('   ')).toBeNull();
    expect(middleNameRule('B')).toBe(MESSAGES.middleName);
    expect(middleNameRule('B4')).toBe(MESSAGES.middleName);
  });

  it('property: any run of 2 to 50 letters and inner spaces is a valid name', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
    fc.assert(
      fc.property(fc.array(letter, { minLength: 2, maxLength: 50 }), fc.nat(), (letters, at) => {
        const name = letters.join('');
        expect(firstNameRule(name)).toBeNull();
        const spaced = `${name.slice(0, 1)} ${name.slice(1)}`.slice(0, 50);
        expect(firstNameRule(spaced)).toBeNull();
        expect(firstNameRule(`${name.slice(0, 49)}${at % 10}`)).toBe(MESSAGES.firstName);
      }),
    );
  });
});

describe('email', () => {
  it.each(['sunita@example.org', 'a.b+c@sub.example.co.in', ' office@dakshinbharatjainsabha.org '])(
    'accepts %j',
    (email) => {
      expect(emailRule(email)).toBeNull();
    },
  );
  it.each([
    '',
    'sunita',
    'sunita@',
    '@example.org',
    'sunita@example',
    'sunita@example.o',
    'su nita@example.org',
    'a@b@c.org',
    `${'a'.repeat(250)}@example.org`,
  ])('refuses %j', (email) => {
    expect(emailRule(email)).toBe(MESSAGES.email);
  });
  it('is optional where the form says so', () => {
    expect(optionalEmailRule('')).toBeNull();
    expect(optionalEmailRule('nope')).toBe(MESSAGES.email);
  });
});

describe('mobile', () => {
  it.each(['9876543210', '919876543210', '123456789012345', ' 9876543210 '])('accepts %j', (mobile) => {
    expect(mobileRule(mobile)).toBeNull();
  });
  it.each(['', '987654321', '1234567890123456', '98765 43210', '+919876543210', '98765abcde'])(
    'refuses %j',
    (mobile) => {
      expect(mobileRule(mobile)).toBe(MESSAGES.mobile);
    },
  );
  it('property: exactly the strings of 10 to 15 digits pass', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789'), { minLength: 0, maxLength: 20 }), (digits) => {
        const value = digits.join('');
        expect(mobileRule(value) === null).toBe(value.length >= 10 && value.length <= 15);
      }),
    );
  });
});

describe('input filter digitsOnly (mobile up to 10, pincode up to 6)', () => {
  it('keeps digits only and cuts at the maximum', () => {
    expect(digitsOnly('98-765 43210 99', 10)).toBe('9876543210');
    expect(digitsOnly('416 416x', 6)).toBe('416416');
    expect(digitsOnly('abc', 6)).toBe('');
  });
  it('property: the result is digits only, at most max long, and a filter of itself', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (text, max) => {
        const filtered = digitsOnly(text, max);
        expect(filtered).toMatch(/^\d*$/);
        expect(filtered.length).toBeLessThanOrEqual(max);
        expect(digitsOnly(filtered, max)).toBe(filtered);
      }),
    );
  });
});

describe('places: state, city, dist, tehsil', () => {
  it.each(['State', 'City', 'Dist', 'Tehsil'])(
    '%s: letters and spaces only, required, at most 60',
    (label) => {
      const rule = placeRule(label);
      expect(rule('Maharashtra')).toBeNull();
      expect(rule('Shirol Taluka')).toBeNull();
      expect(rule('ಬೆಳಗಾವಿ')).toBeNull();
      expect(rule('Sangli1')).toBe(`${label} should contain only letters.`);
      expect(rule('Sangli-Miraj')).toBe(`${label} should contain only letters.`);
      expect(rule('')).toBe(`${label} is required.`);
      expect(rule('   ')).toBe(`${label} is required.`);
      expect(rule('a'.repeat(61))).toBe(`${label} must be at most 60 characters long.`);
    },
  );
});

describe('pasted and autofilled numbers are normalised before the limit (issue 9)', () => {
  // Each field's input filter, its normalisation before the rule, and its rule.
  const PASTED_FIELDS = {
    mobile: { filter: filterMobileInput, normalise: normaliseMobile, rule: mobileRule },
    pincode: { filter: filterPincodeInput, normalise: normalisePincode, rule: pincodeRule },
  };

  it.each([
    ['mobile', '+91 98220 12345', '9822012345'],
    ['mobile', '98220 12345', '9822012345'],
    ['mobile', '+91-98220-12345', '9822012345'],
    ['mobile', '+91\u00a098220\u00a012345', '9822012345'],
    ['mobile', '(+91) 98220.12345', '9822012345'],
    ['mobile', '098220 12345', '9822012345'],
    ['mobile', '0091 98220 12345', '9822012345'],
    ['mobile', '91 98220 12345', '9822012345'],
    ['mobile', '  9822012345 ', '9822012345'],
    ['pincode', '416 416', '416416'],
    ['pincode', '416-416', '416416'],
    ['pincode', ' 416\u00a0416 ', '416416'],
  ] as const)('%s %j becomes %j in the input and passes the rule', (field, pasted, expected) => {
    const { filter, normalise, rule } = PASTED_FIELDS[field];
    expect(filter(pasted)).toBe(expected);
    expect(normalise(pasted)).toBe(expected);
    expect(rule(normalise(pasted))).toBeNull();
  });

  it('a ten-digit number beginning 91 is a number, not a country code', () => {
    expect(normaliseMobile('9198220123')).toBe('9198220123');
    expect(filterMobileInput('9198220123')).toBe('9198220123');
  });

  it('typing still filters to digits and stops at 10 and 6; a leading 0 is never kept', () => {
    expect(filterMobileInput('ab98765-43210 99')).toBe('9876543210');
    expect(filterMobileInput('0')).toBe('');
    expect(filterPincodeInput('41x6416 7')).toBe('416416');
  });

  it('the server normalisation keeps what is not a separator, so the rules still refuse it', () => {
    expect(normaliseMobile('98765abcde')).toBe('98765abcde');
    expect(mobileRule(normaliseMobile('98765abcde'))).toBe(MESSAGES.mobile);
    expect(normaliseMobile('+1 555 123 4567')).toBe('+15551234567');
    expect(mobileRule(normaliseMobile('+1 555 123 4567'))).toBe(MESSAGES.mobile);
    expect(normalisePincode('41a 416')).toBe('41a416');
    expect(pincodeRule(normalisePincode('41a 416'))).toBe(MESSAGES.pincode);
  });

  it('property: whatever is pasted, the input filters give digits only, within their limits, and are stable', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const mobile = filterMobileInput(text);
        expect(mobile).toMatch(/^[1-9]\d{0,9}$|^$/);
        expect(filterMobileInput(mobile)).toBe(mobile);
        const pincode = filterPincodeInput(text);
        expect(pincode).toMatch(/^\d{0,6}$/);
        expect(filterPincodeInput(pincode)).toBe(pincode);
      }),
    );
  });

  it('property: a national number written with +91 and any spacing comes back whole', () => {
    const digit = fc.constantFrom(...'0123456789');
    const separator = fc.constantFrom('', ' ', '-', '\u00a0', '.');
    fc.assert(
      fc.property(
        fc.constantFrom(...'6789'),
        fc.array(fc.tuple(separator, digit), { minLength: 9, maxLength: 9 }),
        fc.constantFrom('+91', '+91 ', '0', '0091 ', ''),
        (first, rest, prefix) => {
          const national = first + rest.map(([, d]) => d).join('');
          const written = prefix + first + rest.map(([sep, d]) => sep + d).join('');
          expect(filterMobileInput(written)).toBe(national);
          expect(normaliseMobile(written)).toBe(national);
        },
      ),
    );
  });
});

describe('address and pincode', () => {
  it('address: at least 5 characters after trimming, at most 300', () => {
    expect(addressRule('Sangl')).toBeNull();
    expect(addressRule('Plot 12, Vishrambag, Sangli')).toBeNull();
    expect(addressRule('Sang')).toBe(MESSAGES.address);
    expect(addressRule('  abc   ')).toBe(MESSAGES.address);
    expect(addressRule('')).toBe(MESSAGES.address);
    expect(addressRule('a'.repeat(301))).toBe('Address must be at most 300 characters long.');
  });

  it.each(['41641', '416416', ' 416416 '])('pincode accepts %j', (pincode) => {
    expect(pincodeRule(pincode)).toBeNull();
  });
  it.each(['', '4164', '4164160', '41641a', '416 416'])('pincode refuses %j', (pincode) => {
    expect(pincodeRule(pincode)).toBe(MESSAGES.pincode);
  });
});

describe('required, PAN and gender', () => {
  it('requiredRule names the field and its maximum', () => {
    const rule = requiredRule('Message', 10);
    expect(rule('hello')).toBeNull();
    expect(rule('')).toBe('Message is required.');
    expect(rule('   ')).toBe('Message is required.');
    expect(rule('x'.repeat(11))).toBe('Message must be at most 10 characters long.');
    expect(requiredRule('Interested in')('x'.repeat(51))).toBe(
      'Interested in must be at most 50 characters long.',
    );
  });

  it('PAN is optional and, when given, five letters, four digits, one letter', () => {
    expect(panRule('')).toBeNull();
    expect(panRule('ABCDE1234F')).toBeNull();
    expect(panRule('abcde1234f')).toBeNull();
    expect(panRule('ABCD1234F')).toBe(MESSAGES.pan);
    expect(panRule('ABCDE12345')).toBe(MESSAGES.pan);
  });

  it('gender is one of male, female, others', () => {
    for (const gender of ['male', 'female', 'others']) expect(genderRule(gender)).toBeNull();
    for (const gender of ['', 'Male', 'other', 'x']) expect(genderRule(gender)).toBe(MESSAGES.gender);
  });
});

describe('date of birth', () => {
  const today = { year: 2026, month: 11, day: 22 };

  it('18 years old on the birthday itself, not the day before', () => {
    expect(dateOfBirthRule('2008-11-22', today)).toBeNull();
    expect(dateOfBirthRule('2008-11-23', today)).toBe(MESSAGES.underAge);
    expect(dateOfBirthRule('1950-01-01', today)).toBeNull();
  });

  it.each([
    '',
    '22-11-2000',
    '2000-13-01',
    '2023-02-29',
    '2000-02-30',
    'yesterday',
    '2027-01-01',
    '1890-01-01',
  ])('%j is an invalid date', (value) => {
    expect(dateOfBirthRule(value, today)).toBe(MESSAGES.invalidDate);
  });

  it('a child is refused with the age message', () => {
    expect(dateOfBirthRule('2015-06-01', today)).toBe(MESSAGES.underAge);
  });

  it('uses today in India by default', () => {
    expect(dateOfBirthRule('1990-05-05')).toBeNull();
  });
});
