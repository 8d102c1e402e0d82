// What creating an account asks in a market, as the form and the API both check it: every box of the market's rule
// (app/rules/regions.ts, `signUp`) ticked. Signing in to an existing account asks nothing.
import { REGIONS, type RegionCode, type SignUpBox } from "~/rules/regions";

/** The market's boxes that `ticked` lacks, in the order the form shows them. */
export function missingConsents(region: RegionCode, ticked: readonly string[]): SignUpBox[] {
  return REGIONS[region].signUp.boxes.filter((box) => !ticked.includes(box));
}
