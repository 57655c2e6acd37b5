import type {Zoom} from 'medium-zoom';
import {zoomConfig} from '../../config/zoom';

const MARK = 'data-zoomable';

let zoomPromise: Promise<Zoom> | undefined;

function loadZoom(): Promise<Zoom> {
  zoomPromise ??= import('medium-zoom').then(({default: mediumZoom}) => {
    const dark = document.documentElement.getAttribute('data-theme') === 'dark';
    return mediumZoom({
      margin: zoomConfig.margin,
      background: dark ? zoomConfig.background.dark : zoomConfig.background.light,
    });
  });
  return zoomPromise;
}

async function open(image: HTMLImageElement): Promise<void> {
  const zoom = await loadZoom();
  zoom.detach();
  zoom.attach(image);
  await zoom.open({target: image});
}

function zoomableImageFrom(target: EventTarget | null): HTMLImageElement | null {
  return target instanceof HTMLImageElement && target.hasAttribute(MARK) ? target : null;
}

function onClick(event: MouseEvent): void {
  // The enlarged copy medium-zoom shows is a different element without the mark.
  const image = zoomableImageFrom(event.target);
  if (image) {
    event.preventDefault();
    void open(image);
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const image = zoomableImageFrom(event.target);
  if (image && (event.key === 'Enter' || event.key === ' ')) {
    event.preventDefault();
    void open(image);
  }
}

let listening = false;

// Client-module lifecycle hook: runs after every route render.
export function onRouteDidUpdate(): void {
  if (!listening) {
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    listening = true;
  }
  document.querySelectorAll<HTMLImageElement>(zoomConfig.selector).forEach((image) => {
    if (!image.hasAttribute(MARK)) {
      image.setAttribute(MARK, '');
      image.tabIndex = 0;
    }
  });
}
