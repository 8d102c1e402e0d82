// Consent before tracking, once for both ways a page reaches the browser: the hydrated root runs it from an
// effect (components/layout/Analytics.tsx) and a document-only page sends its source text as an inline script
// (app/request/document-only.server.ts). So it must not use anything from outside its own body.

export interface ConsentConfig {
  /** "opt-in": nothing is tracked before a choice (uk, eu, fr, de); "opt-out": tracked unless refused (us); "none". */
  mode: "opt-in" | "opt-out" | "none";
  /**
   * The data controller the choice is given to (the region's legal entity: uk for the UK Ltd, eu for the EU B.V. that
   * serves eu, fr and de): one choice per controller, so accepting on /uk leaves /de asking.
   */
  controller: string;
}

export interface PageView {
  event: "virtual_page_view";
  page_path: string;
  page_title: string;
  region: string;
  language: string;
}

export interface Analytics {
  /** Records a page view: pushed now if analytics is allowed, kept until a choice while none is made, else dropped. */
  pageView(view: PageView): void;
  /** Removes the listeners (the region changes in client navigation). */
  detach(): void;
}

declare global {
  interface Window {
    /** Events and, as gtag.js writes them, commands (`arguments` objects, indexed like arrays). */
    dataLayer?: Record<string, unknown>[];
    mfAnalytics?: Analytics;
  }
}

/**
 * Sets up the data layer for the region's consent mode and makes the consent banner, its settings view and the
 * footer's "Cookie settings" / "Your privacy choices" link work. The data layer first receives a Google Consent Mode v2
 * style `consent default` (analytics denied where consent is asked for; advertising always denied: the site has
 * none), then `consent update` when a choice is known. The choice is a first-party cookie per data controller, written
 * only when the visitor makes it. A Global Privacy Control signal counts as a refusal where tracking is opt-out.
 */
export function attachConsent(doc: Document, config: ConsentConfig): Analytics {
  const win = doc.defaultView as Window;
  const dataLayer = (win.dataLayer = win.dataLayer ?? []);
  // gtag.js reads commands as `arguments` objects: the same shape a tag manager added later expects.
  const gtag = function (..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments as unknown as Record<string, unknown>);
  };
  const cookieName = `mf_consent_${config.controller}`;
  const stored = (): "granted" | "denied" | null => {
    const match = new RegExp(`(?:^|; )${cookieName}=(granted|denied)`).exec(doc.cookie);
    return match ? (match[1] as "granted" | "denied") : null;
  };
  const gpc = (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  let choice = stored();
  const allowed = () =>
    config.mode === "none" ||
    (config.mode === "opt-in" ? choice === "granted" : choice !== "denied" && !(gpc && !choice));
  let pending: PageView | null = null;
  const listeners: (() => void)[] = [];

  if (config.mode !== "none") {
    const denied = "denied";
    gtag("consent", "default", {
      ad_storage: denied,
      ad_user_data: denied,
      ad_personalization: denied,
      analytics_storage: config.mode === "opt-out" && allowed() ? "granted" : denied,
      ...(config.mode === "opt-in" ? { wait_for_update: 500 } : {}),
    });
    if (config.mode === "opt-in" && choice) gtag("consent", "update", { analytics_storage: choice });
  }

  const banner = doc.querySelector<HTMLElement>("[data-consent-banner]");
  const views = banner ? Array.from(banner.querySelectorAll<HTMLElement>("[data-consent-view]")) : [];
  const analyticsBox = banner?.querySelector<HTMLInputElement>("[data-consent-analytics]") ?? null;
  const show = (view: string | null, focus = false) => {
    if (!banner) return;
    banner.hidden = view === null;
    for (const panel of views) panel.hidden = panel.dataset.consentView !== view;
    if (analyticsBox) analyticsBox.checked = allowed();
    if (focus && view) banner.querySelector<HTMLElement>(`[data-consent-view="${view}"] [tabindex="-1"]`)?.focus();
  };
  const decide = (granted: boolean) => {
    choice = granted ? "granted" : "denied";
    const secure = win.location.protocol === "https:" ? "; Secure" : "";
    // Six months, as the CNIL recommends keeping a choice before asking again.
    doc.cookie = `${cookieName}=${choice}; Max-Age=15552000; Path=/; SameSite=Lax${secure}`;
    gtag("consent", "update", { analytics_storage: choice });
    if (granted && pending) {
      dataLayer.push({ ...pending });
      pending = null;
    }
    show(null);
  };
  const on = (target: EventTarget, type: string, handler: (event: Event) => void) => {
    target.addEventListener(type, handler);
    listeners.push(() => target.removeEventListener(type, handler));
  };

  if (banner && config.mode !== "none") {
    on(banner, "click", (event) => {
      const action = (event.target as Element).closest<HTMLElement>("[data-consent-action]")?.dataset.consentAction;
      if (action === "accept") decide(true);
      else if (action === "reject") decide(false);
      else if (action === "save") decide(analyticsBox?.checked === true);
      else if (action === "settings") show("settings", true);
    });
    on(banner, "keydown", (event) => {
      // Escape leaves the settings a visitor opened: back to the notice while no choice is made.
      if ((event as KeyboardEvent).key === "Escape" && choice) show(null);
    });
    on(doc, "click", (event) => {
      const link = (event.target as Element).closest("[data-consent-open]");
      if (!link) return;
      event.preventDefault();
      show("settings", true);
    });
    if (config.mode === "opt-in" && !choice) {
      // The notice shows once the faces its own text needs are in: its text then never reflows under the visitor's
      // eyes when a font swaps in on a busy device. They are asked for by name and text, since the page may not have
      // laid out any text yet. After three seconds it shows anyway, in the device's own font, which it keeps.
      const fonts = doc.fonts;
      const family = win.getComputedStyle(banner).fontFamily;
      const text = banner.textContent ?? "";
      let fontsLoaded = !fonts;
      const fontsIn = fonts
        ? Promise.race([
            Promise.all([fonts.load(`400 16px ${family}`, text), fonts.load(`700 16px ${family}`, text)])
              .then(() => fonts.ready)
              .then(() => void (fontsLoaded = true))
              .catch(() => undefined),
            new Promise((done) => win.setTimeout(done, 3000)),
          ])
        : Promise.resolve();
      void fontsIn.then(() => {
        if (choice || !banner.hidden) return;
        banner.classList.toggle("consent--system-font", !fontsLoaded);
        show("notice");
      });
    }
  }

  const analytics: Analytics = {
    pageView(view) {
      if (allowed()) {
        pending = null;
        dataLayer.push({ ...view });
      } else pending = view;
    },
    detach() {
      for (const remove of listeners.splice(0)) remove();
    },
  };
  win.mfAnalytics = analytics;
  return analytics;
}
