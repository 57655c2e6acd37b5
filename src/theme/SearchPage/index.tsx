// Docusaurus looks for the /search page here; the page lives with the rest of search.
export {default} from '@site/src/search/ui/search-page/SearchPage';
