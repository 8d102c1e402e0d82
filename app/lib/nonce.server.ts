import { createContext } from "react-router";

/** The CSP nonce the HTTP server generated for this response (server/index.js), carried to the renderer. */
export const nonceContext = createContext<string>("");
