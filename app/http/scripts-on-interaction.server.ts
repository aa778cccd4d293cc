// The app's JavaScript on a page that marks itself with page-scripts.ts SCRIPTS_ON_INTERACTION starts with the
// visitor's first touch, key, scroll or pointer move, not with the page load (ADR 015). Every page works
// without JavaScript, and on a slow phone the framework's download and start-up compete with the first paint:
// the catalogue, a package page and the tour form are read first and enhanced when the visitor acts.
//
// Done on the HTML stream Remix renders (entry.server.tsx): each `<link rel="modulepreload">` is renamed to
// DEFERRED_PRELOAD_REL (the element stays, so the document React hydrates is the one the server rendered) and
// Remix's inline module script becomes a classic script that adds the preloads and the module script back on
// the first interaction. A browser that has `window.__kelanaScriptsNow` set before the page runs (the
// end-to-end suite's browsers) gets them at once, as Remix wrote them.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** The `rel` a deferred module preload carries until the scripts start: browsers ignore it. */
export const DEFERRED_PRELOAD_REL = "x-deferred-modulepreload";

const PRELOAD = /<link rel="modulepreload" href="([^"]*)"(?: crossorigin="[^"]*")?\/>/g;
const MODULE_OPEN = '<script type="module" async="">';
const SCRIPT_CLOSE = "</script>";
/** The events that count as the visitor acting on the page (captured on the window, so any target counts). */
const INTERACTIONS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"];

/** A value as JavaScript source that is safe inside <script>…</script>. */
function jsValue(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** The classic script that starts Remix's module script `source` (and its preloads) on the first interaction. */
function onInteractionLoader(source: string, preloads: readonly string[]): string {
  return (
    "<script>(function(){" +
    `var started=false,events=${jsValue(INTERACTIONS)},preloads=${jsValue(preloads)},source=${jsValue(source)};` +
    'function preload(){preloads.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})}' +
    // At once, as Remix wrote it: written into the document while it is parsed, the module script holds back the
    // page's `load` as it did before (a script added later does not), which the suite's browsers wait for.
    `if(window.__kelanaScriptsNow){preload();document.write(${jsValue(MODULE_OPEN)}+source+${jsValue(SCRIPT_CLOSE)});return}` +
    "function start(){if(started)return;started=true;" +
    "events.forEach(function(e){removeEventListener(e,start,true)});preload();" +
    'var s=document.createElement("script");s.type="module";s.textContent=source;document.body.appendChild(s)}' +
    "events.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})})})()</script>"
  );
}

/**
 * The HTML stream with the scripts deferred to the first interaction. Chunks may cut a tag in two: a tag not
 * yet closed, and the module script until its end, are held back for the next chunk.
 */
export function scriptsOnInteraction(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let done = false;
  const preloads: string[] = [];
  const process = (final: boolean): string => {
    if (done) {
      const out = pending;
      pending = "";
      return out;
    }
    const text = pending.replace(PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return `<link rel="${DEFERRED_PRELOAD_REL}" href="${href}"/>`;
    });
    const open = text.indexOf(MODULE_OPEN);
    if (open >= 0) {
      const close = text.indexOf(SCRIPT_CLOSE, open);
      if (close >= 0) {
        const source = text.slice(open + MODULE_OPEN.length, close);
        const out =
          text.slice(0, open) + onInteractionLoader(source, preloads) + text.slice(close + SCRIPT_CLOSE.length);
        done = true;
        pending = "";
        return out;
      }
      if (!final) {
        pending = text.slice(open);
        return text.slice(0, open);
      }
    }
    // Hold back a tag cut in two by the chunking (it may be a preload or the module script's start).
    const lastOpen = text.lastIndexOf("<");
    if (!final && lastOpen >= 0 && text.indexOf(">", lastOpen) < 0) {
      pending = text.slice(lastOpen);
      return text.slice(0, lastOpen);
    }
    pending = "";
    return text;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      callback(null, process(false));
    },
    flush(callback) {
      pending += decoder.end();
      callback(null, process(true));
    },
  });
}
