// Written by src/plugins/first-load-data: descriptions by permalink, for SectionIndex.
declare module '@generated/first-load-data/section-descriptions.json' {
  const descriptions: Readonly<Record<string, string>>;
  export default descriptions;
}
