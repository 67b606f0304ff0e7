// The part of subset-font's API that scripts/subset-fonts.ts uses (the package ships no types).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      /** OpenType feature tags to keep (every feature when left out). */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
