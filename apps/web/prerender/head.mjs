// What the pre-rendered pages run before their markup paints (inline, allowed by its hash in the
// content security policy): the theme the visitor chose, and whether the markup fits them. The
// markup is what an anonymous visitor reading Traditional Chinese sees; a visitor with another
// stored language or a stored session would see it swap, so it is hidden until the app draws theirs.
// The storage keys are those of lib/browserStorage callers: display/displayStore.ts,
// @alphadesk/ui's languages.ts and api/token.ts.
export const headScript =
  '(function(){try{var s=localStorage,h=document.documentElement,' +
  "d=JSON.parse(s.getItem('alphadesk.display')||'null'),t=d&&d.theme;" +
  "if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "h.dataset.theme=t;var l=s.getItem('alphadesk.language');" +
  "if(l==='zh-CN'||l==='en-US'||s.getItem('alphadesk.accessToken'))h.dataset.prerender='skip'}catch(e){}})()";

/** Hides the pre-rendered markup from a visitor it does not fit (see headScript). */
export const headStyle =
  "html[data-prerender='skip'] #root,html[data-prerender='skip'] #test-mode-static{visibility:hidden}";

/**
 * Starts the app once the page has painted (inline at the end of the body, allowed by its hash):
 * the entry module, and the chunks it will ask for, fetched together. In the page's head they would
 * share the network with the HTML and run before its first paint. Starting a fetch costs the main
 * thread a few milliseconds on a slow phone, so the preloads go a few per task. A hidden tab gets
 * no frames, so there it starts at once.
 */
export function loaderScript(entry, preloads) {
  return (
    '(function(){var h=document.head,p=' +
    JSON.stringify(preloads) +
    ';function add(i){p.slice(i,i+4).forEach(function(u){var l=document.createElement(' +
    "'link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});" +
    'if(i+4<p.length)setTimeout(function(){add(i+4)},0)}' +
    "function go(){var s=document.createElement('script');s.type='module';s.crossOrigin='';" +
    `s.src=${JSON.stringify(entry)};h.appendChild(s);add(0)}` +
    "if(document.visibilityState==='hidden')go();" +
    'else requestAnimationFrame(function(){setTimeout(go,0)})})()'
  );
}
