// heic-decode ships no types: what storage/memberPhoto.ts uses of it.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: ArrayBuffer | Uint8ClampedArray | Uint8Array;
  }
  function decode(input: { buffer: Buffer | Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
  export default decode;
}
