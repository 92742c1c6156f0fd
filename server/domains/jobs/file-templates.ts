/**
 * The ready-made job scripts every zone offers (file templates): GROMACS, WRF, LAMMPS and OpenFOAM runs.
 * Each also runs in the simulated scheduler: its echo lines are its output and its sleep its duration.
 */
export interface FileTemplateSeed {
  file_temp_id: string;
  name: string;
  software: string;
  sw_ver: string;
  file_name: string;
  description: string;
  content: string;
  days_ago: number;
}

export const FILE_TEMPLATES: FileTemplateSeed[] = [
  {
    file_temp_id: 'ft-gmx2023a',
    name: 'GROMACS 分子动力学 MPI',
    software: 'GROMACS',
    sw_ver: '2023.3',
    file_name: 'gromacs_mpi.slurm',
    description: '单节点 56 核 MPI 运行模板',
    days_ago: 20,
    content: `#!/bin/bash
#SBATCH --job-name=gmx_md
#SBATCH --ntasks=56
#SBATCH --output=%x-%j.out
module load gromacs/2023.3
echo "GROMACS mdrun: md_0_1, 56 MPI ranks"
gmx_mpi grompp -f md.mdp -c npt.gro -t npt.cpt -p topol.top -o md_0_1.tpr
sleep 40
mpirun gmx_mpi mdrun -deffnm md_0_1
echo "Performance: 182.4 ns/day"
`,
  },
  {
    file_temp_id: 'ft-wrf45r2',
    name: 'WRF regional forecast',
    software: 'WRF',
    sw_ver: '4.5',
    file_name: 'wrf_run.slurm',
    description: 'Two nodes of 56 cores: real.exe, then wrf.exe',
    days_ago: 17,
    content: `#!/bin/bash
#SBATCH --job-name=wrf
#SBATCH --nodes=2
#SBATCH --ntasks-per-node=56
module load wrf/4.5
echo "WRF 4.5 regional forecast, 72 h, d01 27 km"
mpirun ./real.exe
sleep 60
mpirun ./wrf.exe
echo "d01 2026-11-23_00:00:00 wrf: SUCCESS COMPLETE WRF"
`,
  },
  {
    file_temp_id: 'ft-lmp2aug3',
    name: 'LAMMPS Lennard-Jones melt',
    software: 'LAMMPS',
    sw_ver: '2Aug2023',
    file_name: 'lammps_melt.slurm',
    description: 'LAMMPS MPI run of in.melt on one node',
    days_ago: 12,
    content: `#!/bin/bash
#SBATCH --job-name=lmp_melt
#SBATCH --ntasks=56
module load lammps/2Aug2023
echo "LAMMPS (2 Aug 2023): in.melt, 32000 atoms"
mpirun lmp -in in.melt -log log.lammps
sleep 30
echo "Loop time of 28.6 on 56 procs for 250 steps with 32000 atoms"
`,
  },
  {
    file_temp_id: 'ft-foam11pf',
    name: 'OpenFOAM simpleFoam 并行',
    software: 'OpenFOAM',
    sw_ver: '11',
    file_name: 'openfoam_simple.slurm',
    description: 'decomposePar、simpleFoam 并行求解、reconstructPar',
    days_ago: 6,
    content: `#!/bin/bash
#SBATCH --job-name=foam_simple
#SBATCH --ntasks=28
source /opt/openfoam11/etc/bashrc
echo "OpenFOAM 11: pipe_flow, 28 subdomains"
decomposePar -force
sleep 45
mpirun -np 28 simpleFoam -parallel
reconstructPar -latestTime
echo "End"
`,
  },
];
