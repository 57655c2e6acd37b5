import {isChunkLoadError} from './is-chunk-error';

const ALERT_ID = 'chunk-load-error';

function showChunkError(error: Error): void {
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

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      showChunkError(event.reason);
    }
  });
}
