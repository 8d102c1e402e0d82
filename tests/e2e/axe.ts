// Axe-core on the page under test, run where the page is: axe.run in the page's own frame. @axe-core/playwright's
// default instead runs axe.runPartial in each frame, then opens a blank page of its own, injects axe-core (600 KB) into it
// a second time and runs axe.finishRun there, at every scan; that exists for cross-origin iframes, and no page of the
// shop or the studio has an iframe. The rules and their verdicts are the same.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode();
