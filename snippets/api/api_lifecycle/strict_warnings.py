import warnings

import dagster as dg

# In a test suite: turn every deprecation and supersession warning into an error,
# so an upgrade that deprecates an API you use fails CI instead of scrolling past.
warnings.simplefilter("error", category=DeprecationWarning)
warnings.simplefilter("error", category=dg.SupersessionWarning)
