import fc from 'fast-check';
import {
  chargesFor,
  formatPaise,
  formatWholeRupees,
  LIFE_MEMBERSHIP_PAISE,
  MAGAZINE_MEMBERSHIP_PAISE,
  membershipBasePaise,
  paiseInWords,
  paiseToRupeeString,
  rupeesToPaise,
} from '../../src/shared/money';

describe('charges: 2% gateway charge on the base, 18% GST on the charge', () => {
  it('a ₹500 life membership (50000 paise) costs 51180 paise in total', () => {
    expect(chargesFor(50000)).toEqual({
      basePaise: 50000,
      gatewayChargePaise: 1000,
      gstPaise: 180,
      totalPaise: 51180,
    });
  });

  it('the magazine membership and both together', () => {
    expect(chargesFor(MAGAZINE_MEMBERSHIP_PAISE)).toEqual({
      basePaise: 150000,
      gatewayChargePaise: 3000,
      gstPaise: 540,
      totalPaise: 153540,
    });
    expect(chargesFor(200000).totalPaise).toBe(204720);
  });

  it('rounds each part to the paisa, half up', () => {
    expect(chargesFor(0)).toEqual({ basePaise: 0, gatewayChargePaise: 0, gstPaise: 0, totalPaise: 0 });
    expect(chargesFor(25)).toEqual({ basePaise: 25, gatewayChargePaise: 1, gstPaise: 0, totalPaise: 26 }); // 0.5 -> 1
    expect(chargesFor(24)).toEqual({ basePaise: 24, gatewayChargePaise: 0, gstPaise: 0, totalPaise: 24 }); // 0.48 -> 0
    expect(chargesFor(100)).toEqual({ basePaise: 100, gatewayChargePaise: 2, gstPaise: 0, totalPaise: 102 }); // 0.36 -> 0
    expect(chargesFor(150)).toEqual({ basePaise: 150, gatewayChargePaise: 3, gstPaise: 1, totalPaise: 154 }); // 0.54 -> 1
  });

  it('refuses amounts that are not whole non-negative paise', () => {
    expect(() => chargesFor(-1)).toThrow(RangeError);
    expect(() => chargesFor(10.5)).toThrow(RangeError);
    expect(() => chargesFor(Number.NaN)).toThrow(RangeError);
    expect(() => chargesFor(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  const amounts = fc.integer({ min: 0, max: 10_00_000 * 100 });

  it('property: total = base + charge + GST, all whole paise', () => {
    fc.assert(
      fc.property(amounts, (base) => {
        const charges = chargesFor(base);
        expect(charges.totalPaise).toBe(charges.basePaise + charges.gatewayChargePaise + charges.gstPaise);
        for (const part of Object.values(charges)) expect(Number.isInteger(part)).toBe(true);
      }),
    );
  });

  it('property: the charge is 2% of the base and the GST 18% of the charge, each within half a paisa', () => {
    fc.assert(
      fc.property(amounts, (base) => {
        const { gatewayChargePaise, gstPaise } = chargesFor(base);
        expect(Math.abs(gatewayChargePaise - base * 0.02)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(gstPaise - gatewayChargePaise * 0.18)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('property: a larger base never costs less', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 100_000 }), (base, more) => {
        expect(chargesFor(base + more).totalPaise).toBeGreaterThanOrEqual(chargesFor(base).totalPaise);
      }),
    );
  });
});

describe('price list', () => {
  it('life ₹500, magazine ₹1500, both added', () => {
    expect(LIFE_MEMBERSHIP_PAISE).toBe(50000);
    expect(MAGAZINE_MEMBERSHIP_PAISE).toBe(150000);
    expect(membershipBasePaise({ dbjs_member: true, magazine_member: false })).toBe(50000);
    expect(membershipBasePaise({ dbjs_member: false, magazine_member: true })).toBe(150000);
    expect(membershipBasePaise({ dbjs_member: true, magazine_member: true })).toBe(200000);
    expect(membershipBasePaise({ dbjs_member: false, magazine_member: false })).toBe(0);
  });
});

describe('rupees typed by a person', () => {
  it.each([
    ['1000', 100000],
    ['1,000', 100000],
    ['₹ 2,000', 200000],
    ['500.5', 50050],
    ['500.05', 50005],
    [' 750 ', 75000],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    ['1.234', 0],
    ['1e3', 0],
  ])('%j is %i paise', (input, paise) => {
    expect(rupeesToPaise(input)).toBe(paise);
  });

  it('numbers, null and undefined', () => {
    expect(rupeesToPaise(12.34)).toBe(1234);
    expect(rupeesToPaise(-3)).toBe(0);
    expect(rupeesToPaise(Number.POSITIVE_INFINITY)).toBe(0);
    expect(rupeesToPaise(null)).toBe(0);
    expect(rupeesToPaise(undefined)).toBe(0);
  });

  it('property: paise -> two-decimal rupees -> paise is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_00_00_000 * 100 }), (paise) => {
        expect(rupeesToPaise(paiseToRupeeString(paise))).toBe(paise);
      }),
    );
  });
});

describe('formatting at the edges', () => {
  it('Indian grouping with the rupee sign', () => {
    expect(formatPaise(51180)).toBe('₹511.80');
    expect(formatPaise(110386000)).toBe('₹11,03,860.00');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(paiseToRupeeString(51180)).toBe('511.80');
  });

  it('property: the written-out rupees are what Intl writes for en-IN, signs and every size included', () => {
    const intlPaise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const intlWhole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const amounts = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      // Up to ₹1 lakh crore: beyond, Intl's own division by 100 starts to lose the paise.
      fc.integer({ min: -1e13, max: 1e13 }),
    );
    fc.assert(
      fc.property(amounts, (paise) => {
        expect(formatPaise(paise)).toBe(intlPaise.format(paise / 100));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -10_00_00_000, max: 10_00_00_000 }),
        fc.constantFrom(0, 0.25, 0.5, 0.75),
        (rupees, part) => {
          expect(formatWholeRupees(rupees + part)).toBe(intlWhole.format(rupees + part));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('amounts in words for receipts', () => {
    expect(paiseInWords(51180)).toBe('Rupees Five Hundred Eleven and Paise Eighty Only');
    expect(paiseInWords(110386000)).toBe('Rupees Eleven Lakh Three Thousand Eight Hundred Sixty Only');
    expect(paiseInWords(0)).toBe('Rupees Zero Only');
    expect(paiseInWords(2_00_00_000 * 100)).toBe('Rupees Two Crore Only');
    expect(paiseInWords(100)).toBe('Rupees One Only');
  });
});
