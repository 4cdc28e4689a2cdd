import StateFixCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(StatefixCommand.run(arguments: Array(CommandLine.arguments.dropFirst()),
                         environment: StatefixCommand.Environment()))
