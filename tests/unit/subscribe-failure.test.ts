import { describe, expect, it } from "vitest";
import { ApiResponseError, ApiTransportError } from "~/api/client";
import { subscribeFailureMessage } from "~/components/subscribe/subscribe-failure";

describe("subscribeFailureMessage", () => {
  it("shows the envelope's msg when the server answered with an error code", () => {
    expect(
      subscribeFailureMessage(new ApiResponseError({ code: 4029, msg: "Trop de tentatives.", data: {} }), "fallback"),
    ).toBe("Trop de tentatives.");
  });
  it("falls back to the region's server-error text when the envelope has no msg", () => {
    expect(
      subscribeFailureMessage(
        new ApiResponseError({ code: 5000, msg: "", data: {} }),
        "Server error, please try again later.",
      ),
    ).toBe("Server error, please try again later.");
  });
  it("falls back on a transport failure", () => {
    expect(subscribeFailureMessage(new ApiTransportError("network error"), "fallback")).toBe("fallback");
  });
});
