const ALERT_ID = 'chunk-load-error';

/**
 * The notice for code that could not load even after a full page load. Built
 * with the DOM, not React: it must work when the React tree never hydrated.
 */
export function showChunkErrorNotice(error: Error): void {
  if (document.getElementById(ALERT_ID)) {
    return;
  }
  const alert = document.createElement('div');
  alert.id = ALERT_ID;
  alert.setAttribute('role', 'alert');
  alert.className = 'chunk-load-error';
  const message = document.createElement('p');
  message.textContent = `This page could not load all of its code. ${error.message}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(message, retry);
  document.body.prepend(alert);
  retry.focus();
}
