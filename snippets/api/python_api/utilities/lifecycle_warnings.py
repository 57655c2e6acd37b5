# [start:filter_warnings]
import warnings

import dagster as dg

# Silence warnings for preview and beta APIs you have chosen to use ...
warnings.filterwarnings("ignore", category=dg.PreviewWarning)
warnings.filterwarnings("ignore", category=dg.BetaWarning)
# ... but turn superseded APIs into errors, to find them before they change.
warnings.filterwarnings("error", category=dg.SupersessionWarning)
# [end:filter_warnings]
