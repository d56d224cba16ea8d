import {
  mdiAlertCircleOutline,
  mdiCheck,
  mdiClose,
  mdiChevronDown,
  mdiChevronLeft,
  mdiChevronRight,
  mdiChevronUp,
  mdiCodeTags,
  mdiCogOutline,
  mdiContentCopy,
  mdiCubeOutline,
  mdiDotsVertical,
  mdiGithub,
  mdiLightningBoltOutline,
  mdiLinkVariant,
  mdiMagnify,
  mdiMenu,
  mdiOpenInNew,
  mdiPencilOutline,
  mdiRefresh,
  mdiTarget,
  mdiThumbDown,
  mdiThumbDownOutline,
  mdiThumbUp,
  mdiThumbUpOutline,
  mdiWhiteBalanceSunny,
  mdiWeatherNight,
  mdiThemeLightDark,
  mdiFormatPilcrowArrowRight,
  mdiFormatPilcrowArrowLeft,
  mdiLanguageTypescript,
  mdiLanguageJavascript,
} from '@mdi/js';

// Frame icons are inline SVG paths from @mdi/js (Material Design Icons, tree-shaken per icon):
// MUI's icon components would bring SvgIcon and the Emotion runtime into every page's first load.

interface IconProps {
  className?: string;
  /** Mirror in right-to-left pages: for arrows that point along the reading direction. */
  flipInRtl?: boolean;
}

function icon(path: string) {
  return function Icon({ className, flipInRtl }: IconProps) {
    return (
      <svg
        className={[className, flipInRtl ? 'docs-flip-rtl' : null].filter(Boolean).join(' ') || undefined}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path d={path} fill="currentColor" />
      </svg>
    );
  };
}

export const MenuIcon = icon(mdiMenu);
export const SettingsIcon = icon(mdiCogOutline);
export const GitHubIcon = icon(mdiGithub);
export const ExpandIcon = icon(mdiChevronDown);
export const CollapseUpIcon = icon(mdiChevronUp);
export const ChevronLeftIcon = icon(mdiChevronLeft);
export const ChevronRightIcon = icon(mdiChevronRight);
export const EditIcon = icon(mdiPencilOutline);
export const OpenInNewIcon = icon(mdiOpenInNew);
export const CodeIcon = icon(mdiCodeTags);
export const CopyIcon = icon(mdiContentCopy);
export const CheckIcon = icon(mdiCheck);
export const AlertIcon = icon(mdiAlertCircleOutline);
export const LinkIcon = icon(mdiLinkVariant);
export const MoreIcon = icon(mdiDotsVertical);
export const ResetIcon = icon(mdiRefresh);
export const FocusIcon = icon(mdiTarget);
export const CodeSandboxIcon = icon(mdiCubeOutline);
export const StackBlitzIcon = icon(mdiLightningBoltOutline);
export const ThumbUpIcon = icon(mdiThumbUpOutline);
export const ThumbUpFilledIcon = icon(mdiThumbUp);
export const ThumbDownIcon = icon(mdiThumbDownOutline);
export const ThumbDownFilledIcon = icon(mdiThumbDown);
export const SearchIcon = icon(mdiMagnify);
export const CloseIcon = icon(mdiClose);
// The settings panel's choices. Inline, not CSS mask images: each SVG image in CSS is a document of
// its own to the browser, and the seven cost a phone 60-90 ms the first time the panel opened.
export const LightModeIcon = icon(mdiWhiteBalanceSunny);
export const DarkModeIcon = icon(mdiWeatherNight);
export const SystemModeIcon = icon(mdiThemeLightDark);
export const LeftToRightIcon = icon(mdiFormatPilcrowArrowRight);
export const RightToLeftIcon = icon(mdiFormatPilcrowArrowLeft);
export const TypeScriptIcon = icon(mdiLanguageTypescript);
export const JavaScriptIcon = icon(mdiLanguageJavascript);
