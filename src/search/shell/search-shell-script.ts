/**
 * Inline script text; kept ES5 because it runs before any bundle. It answers
 * the search shortcuts (Ctrl/Cmd+K, and "/" outside a field) from the first
 * paint: a light dialog with a focused search field appears at once and takes
 * every key typed, until the real dialog (src/theme/SearchBar) has loaded and
 * takes over the typed text. Before hydration the shortcut would otherwise do
 * nothing and the typed query would land in the page; after it, the dialog's
 * code may still be on its way over a slow network. The search bar reads and
 * closes the shell through `window.__searchShell` (see search-shell.ts).
 */
export const searchShellScript = `(function(){
var w=window,d=document,shell=null,input=null;
function editable(t){return !!t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName||''))}
function close(){if(shell&&shell.parentNode)shell.parentNode.removeChild(shell);shell=null;input=null}
function open(text){
if(shell){input.focus();return}
shell=d.createElement('div');
shell.className='search-shell';
shell.setAttribute('role','dialog');shell.setAttribute('aria-modal','true');shell.setAttribute('aria-label','Search');
shell.style.cssText='position:fixed;top:0;right:0;bottom:0;left:0;z-index:300;display:flex;justify-content:center;align-items:flex-start;background:rgba(15,23,42,.5)';
var box=d.createElement('div');
box.style.cssText='box-sizing:border-box;width:100%;max-width:560px;margin:60px auto 0;padding:12px;border-radius:6px;background:var(--docsearch-modal-background,var(--ifm-background-surface-color));box-shadow:0 8px 24px rgba(0,0,0,.3)';
input=d.createElement('input');
input.type='search';input.className='search-shell-input';input.placeholder='Search docs';input.maxLength=64;input.autocomplete='off';input.spellcheck=false;
input.setAttribute('aria-label','Search docs');input.setAttribute('enterkeyhint','search');
input.style.cssText='box-sizing:border-box;width:100%;height:56px;padding:0 16px;border:2px solid var(--ifm-color-primary);border-radius:4px;background:var(--ifm-background-color);color:var(--ifm-font-color-base);font:inherit;font-size:1.2em;outline:none';
input.addEventListener('keydown',function(e){if(e.key==='Escape'){e.preventDefault();close()}});
shell.addEventListener('mousedown',function(e){if(e.target===shell)close()});
if(text)input.value=text;
box.appendChild(input);shell.appendChild(box);d.body.appendChild(shell);input.focus();
}
w.__searchShell={hydrated:false,open:open,close:close,isOpen:function(){return !!shell},value:function(){return input?input.value:''}};
w.addEventListener('keydown',function(e){
if(w.__searchShell.hydrated)return;
var k=e.key||'',mod=e.ctrlKey||e.metaKey;
var toggle=mod&&!e.altKey&&k.toLowerCase()==='k';
if(!toggle&&!(k==='/'&&!mod&&!e.altKey&&!editable(e.target)))return;
e.preventDefault();
if(shell&&toggle)close();else open();
},true);
})();`;
