// Next's compiled copy of the `compression` middleware (it ships no types of its own).
declare module "next/dist/compiled/compression" {
  const compression: unknown;
  export default compression;
}
