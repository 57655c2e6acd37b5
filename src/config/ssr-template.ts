/**
 * The event the script loader dispatches on `document` once the site's
 * scripts have loaded or failed; the base URL banner checks then.
 */
export const SCRIPTS_SETTLED_EVENT = 'docs-scripts-settled';

/**
 * ES5 inline script, last in <body>: adds the site's entry scripts (already
 * downloading through <link rel="preload">) once the reader can see the
 * server-rendered page, in order, then tells the base URL banner.
 *
 * With <script defer> (Docusaurus's default) a fast network delivers the
 * 150 KB main bundle before the parser finishes, and the browser evaluates it
 * before the first paint: on a phone that is 100-400 ms of script between
 * HTML that is ready to show and the reader seeing it. Here the scripts start
 * when the browser reports the first contentful paint (a paint timing entry
 * arrives once the frame is on screen); where paint timing is missing, two
 * animation frames stand for it. The preloads keep the low priority browsers
 * give deferred scripts, so they never compete with the stylesheet and fonts.
 * Hidden tabs (no paint) start at once, and a timer makes sure a slow or
 * missing paint never holds the scripts back for more than a second.
 * `list` is JavaScript for the array of script URLs.
 */
export function scriptLoader(list: string): string {
  return (
    '(function(d,w,s){var started=0;function go(){if(started)return;started=1;var left=s.length;' +
    `function settled(){if(--left===0)d.dispatchEvent(new CustomEvent(${JSON.stringify(SCRIPTS_SETTLED_EVENT)}))}` +
    "s.forEach(function(src){var e=d.createElement('script');e.src=src;e.async=false;e.onload=e.onerror=settled;d.body.appendChild(e)})}" +
    'function later(){setTimeout(go,0)}' +
    'if(d.hidden)return go();setTimeout(go,1000);' +
    "var types=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
    "if(types.indexOf('paint')>=0){new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true})}" +
    'else if(w.requestAnimationFrame){requestAnimationFrame(function(){requestAnimationFrame(later)})}else go()' +
    `})(document,window,${list});`
  );
}

/**
 * Docusaurus 3.7's page template (core/lib/ssg/ssgTemplate.html.js) with one
 * change: entry scripts are preloaded in <head> and started by scriptLoader
 * after the first paint, instead of `<script defer>`.
 */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${scriptLoader('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
