/** Images that open enlarged on click; read by the config and the zoom client module. */
export const zoomConfig = {
  selector: '.markdown img:not(a img)',
  background: {light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)'},
  margin: 24,
} as const;
