// The style sheets of the directives drawn to HTML at build time. Their components never run in
// the browser, but the HTML they wrote uses these (hashed) class names, so the page must load
// the sheets: importing them here puts them in the guide page's CSS.
import './ApiMemberList.module.css';
import './FeatureHighlights.module.css';
import './FeatureTable.module.css';
import './InstallationInstructions.module.css';
import './PlanComparison.module.css';
