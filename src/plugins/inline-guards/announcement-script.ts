/**
 * Inline script (ES5) for the announcement bar. The classic theme marks the
 * page "initially dismissed" whenever a dismissal is stored, even one made for
 * an older announcement, and nothing clears the mark after hydration, so a new
 * announcement stays hidden on the first page a returning reader opens.
 */
export function announcementGuardScript(currentId: string): string {
  const id = JSON.stringify(currentId).replace(/</g, '\\u003c');
  return `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${id}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}
