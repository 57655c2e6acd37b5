// Docusaurus looks for the navbar's search here; the dialog lives with the rest of search.
export {default} from '@site/src/search/ui/search-bar/SearchBar';
