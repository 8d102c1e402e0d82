// @vitest-environment happy-dom
// The draft bar's preview form opens the page of what the screen shows: choosing another product on a screen gives
// the form that product's page (the form stays mounted across the screen's navigations).
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { PreviewForm } from "../../studio/components/PreviewForm";
import { StudioRegionsContext, type StudioRegion } from "../../studio/screens/regions";

afterEach(cleanup);

const REGIONS: StudioRegion[] = [
  { code: "cn", timeZone: "Asia/Shanghai", home: "/", label: "China" },
  { code: "us", timeZone: "America/Los_Angeles", home: "/us", label: "United States" },
];
const AT = Date.parse("2026-11-30T12:00:00Z");

const form = (path: string) => (
  <StudioRegionsContext.Provider value={REGIONS}>
    <PreviewForm csrf="token" draft={3} path={path} at={AT} />
  </StudioRegionsContext.Provider>
);

it("follows the screen's page when the screen shows another product", () => {
  const { rerender } = render(form("/us/flagship-bumblebee"));
  expect(screen.getByLabelText<HTMLInputElement>("Page").value).toBe("/us/flagship-bumblebee");
  rerender(form("/us/grimlock"));
  expect(screen.getByLabelText<HTMLInputElement>("Page").value).toBe("/us/grimlock");
});
