import {SCRIPTS_SETTLED_EVENT} from '../../config/ssr-template';

/**
 * ES5 inline script. It runs once the page's scripts have loaded or failed
 * (the loader of src/config/ssr-template.ts says so) and adds the banner only
 * when the site bundle never started (window.docusaurus is undefined).
 */
export function baseUrlIssueScript(baseUrl: string): string {
  const configured = JSON.stringify(baseUrl).replace(/</g, '\\u003c');
  return `document.addEventListener(${JSON.stringify(SCRIPTS_SETTLED_EVENT)},function(){if(typeof window.docusaurus!=='undefined')return;var b=${configured};var p;try{p=decodeURI(window.location.pathname)}catch(e){p=window.location.pathname}if(p.slice(-1)!=='/')p+='/';function el(t,s,x){var e=document.createElement(t);if(s)e.setAttribute('style',s);if(x)e.textContent=x;return e}var box=el('div','border:4px solid #b3261e;background:#fff4e5;color:#1c1b1f;margin:20px;padding:20px;font-size:18px');box.id='base-url-issue-banner';box.setAttribute('role','alert');box.appendChild(el('p','font-weight:bold;font-size:24px','This site did not load properly.'));box.appendChild(el('p','','A common cause is a wrong base URL (baseUrl) in the site configuration.'));var c=el('p','','Configured base URL: ');c.appendChild(el('strong','',b));box.appendChild(c);var s=el('p','','Try this base URL instead: ');var v=el('strong','',p);v.id='base-url-issue-suggestion';s.appendChild(v);box.appendChild(s);document.body.insertBefore(box,document.body.firstChild)});`;
}
