/** An ad as the block shows it, whoever supplied it. */
export interface AdItem {
  name: string;
  link: string;
  /** Image path or URL; shown at 130×100 in the image shape. */
  img: string;
  /** HTML, trusted for in-house ads; feed ads are sanitised before they become one. */
  description: string;
  /** Who placed the ad: the "ad by …" caption. */
  poweredby: string;
  /** Label of the ad's own click events. */
  label: string;
}
