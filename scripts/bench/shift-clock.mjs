// Preloaded (node --import) into a benchmark server only: the process clock runs from BENCH_CLOCK_AT instead of now,
// so pages that exist only in a time window (a live campaign) can be measured without the preview (which bypasses
// the page cache). Never used by the app or the tests.
const RealDate = Date;
const offset = RealDate.parse(process.env.BENCH_CLOCK_AT ?? "") - RealDate.now();
if (Number.isFinite(offset)) {
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
