// One shared library holding OpenCombine, to link the generated Combine view models against in behaviour tests.
@_exported import OpenCombine
