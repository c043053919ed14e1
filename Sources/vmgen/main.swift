import VMGenCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
