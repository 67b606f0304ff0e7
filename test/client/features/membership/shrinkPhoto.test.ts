import { jpegName, shrinkPhoto, shrunkSize } from '../../../../src/client/features/membership/shrinkPhoto';

// The Join Us photo is shrunk in the browser before upload (docs/product.md "Membership records"): sizes, names,
// and the canvas path with the browser's decoder and canvas stood in for (jsdom has neither).

describe('shrunkSize', () => {
  it('keeps the long side at most 1600 px, the proportions, and never enlarges', () => {
    expect(shrunkSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(shrunkSize(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(shrunkSize(10_000, 10)).toEqual({ width: 1600, height: 2 });
    expect(shrunkSize(0, 600)).toEqual({ width: 0, height: 0 });
    expect(shrunkSize(NaN, 600)).toEqual({ width: 0, height: 0 });
  });

  it('names the JPEG after the chosen file', () => {
    expect(jpegName('IMG_4032.HEIC')).toBe('IMG_4032.jpg');
    expect(jpegName('me.photo.png')).toBe('me.photo.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('')).toBe('photo.jpg');
  });
});

describe('shrinkPhoto', () => {
  const original = {
    createImageBitmap: (globalThis as { createImageBitmap?: unknown }).createImageBitmap,
    getContext: HTMLCanvasElement.prototype.getContext,
    toBlob: HTMLCanvasElement.prototype.toBlob,
  };
  const drawn: { width: number; height: number }[] = [];
  const close = jest.fn();

  function standIns(bitmap: { width: number; height: number } | Error, jpegBytes = 300_000) {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => {
      if (bitmap instanceof Error) throw bitmap;
      return { ...bitmap, close };
    });
    HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
      const canvasSize = () => ({ width: this.width, height: this.height });
      return {
        fillStyle: '',
        fillRect: jest.fn(),
        drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) => {
          drawn.push({ width, height });
          expect(canvasSize()).toEqual({ width, height });
        },
      } as unknown as CanvasRenderingContext2D;
    } as unknown as typeof HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
      callback(new Blob([new Uint8Array(jpegBytes)], { type }));
    };
  }

  afterEach(() => {
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = original.createImageBitmap;
    HTMLCanvasElement.prototype.getContext = original.getContext;
    HTMLCanvasElement.prototype.toBlob = original.toBlob;
    drawn.length = 0;
    close.mockClear();
  });

  const photo = (name: string, size: number, type: string) =>
    new File([new Uint8Array(size)], name, { type });

  it("redraws a phone's 12 MP JPEG as a JPEG of 1600 x 1200", async () => {
    standIns({ width: 4032, height: 3024 });
    const chosen = photo('IMG_0001.JPG', 6_000_000, 'image/jpeg');
    const result = await shrinkPhoto(chosen, 'jpeg');
    expect(drawn).toEqual([{ width: 1600, height: 1200 }]);
    expect(result.kind).toBe('jpeg');
    expect(result.file).not.toBe(chosen);
    expect(result.file.name).toBe('IMG_0001.jpg');
    expect(result.file.type).toBe('image/jpeg');
    expect(result.file.size).toBe(300_000);
    expect(
      (globalThis as unknown as { createImageBitmap: jest.Mock }).createImageBitmap,
    ).toHaveBeenCalledWith(chosen, {
      imageOrientation: 'from-image',
    });
    expect(close).toHaveBeenCalled();
  });

  it('sends HEIC as chosen where the browser cannot decode it, and as a JPEG where it can', async () => {
    standIns(new Error('The source image could not be decoded.'));
    const heic = photo('IMG_4032.HEIC', 2_500_000, 'image/heic');
    expect(await shrinkPhoto(heic, 'heic')).toEqual({ file: heic, kind: 'heic' });

    standIns({ width: 3024, height: 4032 }); // Safari decodes HEIC
    const redrawn = await shrinkPhoto(heic, 'heic');
    expect(redrawn.kind).toBe('jpeg');
    expect(redrawn.file.name).toBe('IMG_4032.jpg');
    expect(drawn).toEqual([{ width: 1200, height: 1600 }]);
  });

  it('leaves small photos, files that would not get smaller, other kinds, and browsers without the APIs alone', async () => {
    standIns({ width: 800, height: 600 });
    const small = photo('small.png', 90_000, 'image/png');
    expect((await shrinkPhoto(small, 'png')).file).toBe(small);

    standIns({ width: 2000, height: 1500 }, 700_000);
    const compact = photo('compact.jpg', 650_000, 'image/jpeg');
    expect((await shrinkPhoto(compact, 'jpeg')).file).toBe(compact);

    const pdf = photo('scan.pdf', 1000, 'application/pdf');
    expect((await shrinkPhoto(pdf, 'pdf')).file).toBe(pdf);
    expect((await shrinkPhoto(pdf, null)).file).toBe(pdf);

    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = undefined;
    const big = photo('big.jpg', 9_000_000, 'image/jpeg');
    expect(await shrinkPhoto(big, 'jpeg')).toEqual({ file: big, kind: 'jpeg' });
  });
});
