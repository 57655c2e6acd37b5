/** Inline script text; kept ES5 because it runs before any bundle. */
export function colorModeGuardScript(defaultMode: 'light' | 'dark'): string {
  return `(function(){var d=document.documentElement,t=d.getAttribute('data-theme');if(t==='light'||t==='dark')return;var m='${defaultMode}';try{if(window.matchMedia('(prefers-color-scheme: dark)').matches)m='dark';else if(window.matchMedia('(prefers-color-scheme: light)').matches)m='light'}catch(e){}d.setAttribute('data-theme',m)})();`;
}
