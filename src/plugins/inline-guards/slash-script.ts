/**
 * Inline script text; kept ES5 because it runs before any bundle. A static
 * host may answer `/a//b` with the page of `/a/b`; the router would then
 * match no route, render "Page not found" over the served page and fail
 * hydration. Collapsing repeated slashes in the address before the router
 * reads it keeps the page. (A leading `//host` becomes `/host`: same origin.)
 */
export const repeatedSlashScript =
  "(function(){var p=location.pathname;if(p.indexOf('//')<0)return;try{history.replaceState(history.state,'',p.replace(/\\/{2,}/g,'/')+location.search+location.hash)}catch(e){}})();";
