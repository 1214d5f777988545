import CommandSupport

Program.startLog()
Program.run(ServerCommand.self)
