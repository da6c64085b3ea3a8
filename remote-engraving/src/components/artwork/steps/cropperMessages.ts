/** Said when the browser cannot open a chosen image (Chromium and Firefox cannot show TIFF, for one). */
export const IMAGE_UNREADABLE_MESSAGE =
  'Sorry, this image could not be opened in this browser. Please choose another image, for example a JPEG or PNG.';
